import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import type { BoardMember } from '@contract/site-content.ts'
import { ResponsiveImage } from '@/components/responsive-image'
import type { WithLanguage } from '@contract/translations.ts'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

/** Each photo is shown as a 128 px circle. */
export const BOARD_PHOTO_SIZE = 128

/**
 * The board of trustees: a card per member with their photo when they have one, or the board note
 * (`noteLang` when the page's document is not in the page's language).
 */
export function BoardSection({ board, note, noteLang }: { board: readonly WithLanguage<BoardMember>[]; note: string; noteLang?: string }) {
  const locale = useLocale()
  if (!board.length) return <Text lang={noteLang} textAlign="center" color="fg.muted">{note}</Text>
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {board.map((member) => (
        <Box as="li" key={member.id} p="6" borderWidth="1px" borderRadius="lg">
          {member.photo && (
            <ResponsiveImage image={member.photo} sizes={`${BOARD_PHOTO_SIZE}px`} w={`${BOARD_PHOTO_SIZE}px`} h={`${BOARD_PHOTO_SIZE}px`}
              objectFit="cover" borderRadius="full" mb="4" />
          )}
          <Heading as="h3" size="md">{member.name}</Heading>
          <Text {...langOf(member, locale)} color="brand.700">{member.role}</Text>
          {member.bio && <Text {...langOf(member, locale)} mt="2" color="fg.muted">{member.bio}</Text>}
        </Box>
      ))}
    </SimpleGrid>
  )
}
