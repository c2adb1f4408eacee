import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { dashboardLink, type AdminSectionGroup, type AdminSectionLink } from '../admin-sections'

const linkStyle = {
  display: 'block',
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'gray.800',
  textDecoration: 'none',
  _hover: { bg: 'brand.50', color: 'brand.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '1px' },
  // The router marks the current section's link with aria-current="page"; the style follows it.
  _currentPage: { bg: 'brand.100', color: 'brand.900', fontWeight: 'semibold' },
} as const

function SectionLink({ link }: { link: AdminSectionLink }) {
  return (
    <li>
      <chakra.a asChild {...linkStyle}>
        <Link to={link.to} params={link.params} activeOptions={{ exact: link.to === dashboardLink.to }}>
          {link.label}
        </Link>
      </chakra.a>
    </li>
  )
}

/**
 * The admin area's navigation by section: the dashboard, then each group's links. `idPrefix`
 * keeps the group headings' ids unique when the phone drawer renders a second copy.
 */
export function AdminNav({ groups, idPrefix, onNavigate }: { groups: readonly AdminSectionGroup[]; idPrefix: string; onNavigate?: () => void }) {
  return (
    <chakra.nav aria-label="Admin sections" onClick={(event) => {
      if ((event.target as Element).closest('a')) onNavigate?.()
    }}>
      <chakra.ul listStyleType="none">
        <SectionLink link={dashboardLink} />
      </chakra.ul>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.label.toLowerCase()}`
        return (
          <Box key={group.label} mt="4">
            <Text as="h2" id={headingId} px="3" mb="1" fontSize="xs" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="gray.700">
              {group.label}
            </Text>
            <chakra.ul listStyleType="none" aria-labelledby={headingId}>
              {group.links.map((link) => (
                <SectionLink key={link.label} link={link} />
              ))}
            </chakra.ul>
          </Box>
        )
      })}
    </chakra.nav>
  )
}
