import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { ResponsiveImage } from '@/components/responsive-image'
import { LinkButton } from '@/components/ui/link-button'
import { usePageContent } from '@/lib/site-content'
import { RotationToggle } from '@/components/rotation-toggle'
import { useAutoRotation } from '@/lib/use-auto-rotation'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'
import { useHydrated } from '@/lib/use-hydrated'

const messages = defineMessages({
  en: {
    carousel: 'carousel',
    region: 'Welcome',
    exploreServices: 'Explore Our Services',
    contactUs: 'Contact Us',
    showImage: (number: number, count: number) => `Show image ${number} of ${count}`,
    slideshow: 'slideshow',
  },
  es: {
    carousel: 'carrusel',
    region: 'Bienvenida',
    exploreServices: 'Conozca nuestros servicios',
    contactUs: 'Contáctenos',
    showImage: (number: number, count: number) => `Mostrar la imagen ${number} de ${count}`,
    slideshow: 'la presentación de imágenes',
  },
})

export const HERO_INTERVAL_MS = 4000

/**
 * The width a hero image takes: the whole viewport, and never less than the section's height
 * (at least 560 px with its text) times the pictures' 16:9, since object-fit: cover fills the height.
 */
export const HERO_SIZES = '(min-width: 1000px) 100vw, 1000px'

/** Home hero: four images rotating every 4 s with dots and a pause/play button (SPEC §2, §9). */
export function Hero() {
  const page = usePageContent('home')
  const { document: { hero }, collections: { 'hero-slides': heroSlides } } = page
  // the document's words still in English on a Spanish page are marked (the slides' alt text cannot be)
  const { lang } = langOf(page, useLocale())
  const count = heroSlides.length
  const [index, setIndex] = useState(0)
  const { playing, userPaused, toggle, regionProps } = useAutoRotation()
  const t = useMessages(messages)
  const started = useHydrated()

  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [playing, count])

  return (
    <Box as="section" aria-roledescription={t.carousel} aria-label={t.region} position="relative" minH={{ base: '480px', md: '560px' }}
      overflow="hidden" {...regionProps}>
      {heroSlides.map((slide, i) => {
        const shown = i === index
        // Every slide covers the section, so loading="lazy" alone would not hold the others back:
        // they are in view from the start. Until the page's code has started they are not laid out
        // at all (display: none is never in view), so the first, the page's LCP, loads alone; then
        // they load behind it at low priority while it shows. A page without its code never rotates.
        const layer = {
          position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', opacity: shown ? 1 : 0,
          display: i === 0 || started ? 'block' : 'none',
          transition: 'opacity 0.8s', _motionReduce: { transition: 'none' }, 'aria-hidden': !shown,
          'data-active': shown ? '' : undefined, fetchPriority: i === 0 ? 'high' : 'low',
        } as const
        return slide.image ? (
          <ResponsiveImage key={slide.id} image={{ ...slide.image, alt: shown ? slide.image.alt : '' }} sizes={HERO_SIZES}
            priority={i === 0} {...layer} />
        ) : (
          <chakra.img key={slide.id} src={slide.imageSrc} alt={shown ? slide.alt : ''} loading={i === 0 ? 'eager' : 'lazy'} {...layer} />
        )
      })}
      <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="rgba(11,32,49,0.88)" gradientTo="rgba(11,32,49,0.35)" />
      <Stack position="relative" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '16', md: '24' }} gap="6" color="white">
        <Heading as="h1" lang={lang} size={{ base: '3xl', md: '5xl' }} maxW="3xl" lineHeight="short">{hero.title}</Heading>
        <Text lang={lang} fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl">{hero.text}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <LinkButton asChild size="lg" colorPalette="accent"><Link to="/services">{t.exploreServices}</Link></LinkButton>
          <LinkButton asChild size="lg" bg="white" color="brand.900" _hover={{ bg: 'brand.50' }}><Link to="/contact">{t.contactUs}</Link></LinkButton>
        </Stack>
      </Stack>
      <Flex position="absolute" bottom="4" insetX="0" justify="center" align="center" gap="2">
        {heroSlides.map((slide, i) => (
          <chakra.button key={slide.id} type="button" onClick={() => setIndex(i)} aria-label={t.showImage(i + 1, heroSlides.length)}
            aria-current={i === index ? 'true' : undefined} w="6" h="6" display="grid" placeItems="center" cursor="pointer"
            borderRadius="full" _focusVisible={{ outline: '3px solid white', outlineOffset: '2px' }}>
            <chakra.span w="3" h="3" borderRadius="full" borderWidth="2px" borderColor="white" bg={i === index ? 'white' : 'transparent'} />
          </chakra.button>
        ))}
        <RotationToggle paused={userPaused} what={t.slideshow} onClick={toggle} ml="2" bg="white" color="brand.900" _hover={{ bg: 'brand.50' }} />
      </Flex>
    </Box>
  )
}
