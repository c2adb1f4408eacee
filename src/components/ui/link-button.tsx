import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react/styled-system'

export type LinkButtonProps = HTMLChakraProps<'a', RecipeProps<'button'>>

const { withContext } = createRecipeContext({ key: 'button' })

/**
 * A link that looks like a button: an `<a>` styled by the button recipe (variant, size and
 * colorPalette as on Button). Wrap a router `<Link>` or an `<a href>` in it (`asChild`) rather
 * than in Chakra's Button, which gives its element `type="button"`, invalid on a link.
 */
export const LinkButton = withContext<HTMLAnchorElement, LinkButtonProps>('a')
