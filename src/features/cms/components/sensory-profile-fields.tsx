import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { Text } from '@chakra-ui/react/text'
import { Textarea } from '@chakra-ui/react/textarea'
import { ACCESS_FEATURES, SENSORY_LEVELS, type AccessFeature, type SensoryLevel } from '@contract/sensory-terms.ts'
import { SENSORY_LIMITS } from '@contract/sensory.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import type { SensoryFormValues } from '../lib/sensory-form'
import { FeaturedImagePicker } from './featured-image-picker'
import { FormField } from './form-field'

const messages = defineMessages({
  en: {
    heading: 'Sensory and access information',
    intro: 'What visitors can expect. Leave a field empty to use the location’s information; Spanish is added under Translations.',
    noise: 'Noise', lighting: 'Lighting', crowd: 'Crowd size',
    notSaid: 'Not said',
    levels: { low: 'Low', medium: 'Medium', high: 'High' } as Record<SensoryLevel, string>,
    quietSpace: 'Quiet room or space', yes: 'Yes', no: 'No',
    quietSpaceWhere: 'Where the quiet space is', seating: 'Seating', food: 'Food',
    access: 'Access features',
    features: {
      'step-free': 'Step-free access', 'accessible-toilet': 'Accessible toilet', 'asl-interpretation': 'ASL interpretation',
      'spanish-interpretation': 'Spanish interpretation', 'sensory-kits': 'Sensory kits',
    } as Record<AccessFeature, string>,
    steps: 'What to expect, step by step',
    stepsHelp: 'A short sentence for each step, in order; a photo helps (its release must be in force for visitors to see it).',
    step: (n: number) => `Step ${n}`,
    stepText: 'What happens', photo: 'Photo', noPhoto: 'No photo',
    photoHelp: 'Choose from the Media Library.',
    imageAlt: 'Photo description', imageAltHelp: 'Empty: the Media Library’s alt text.',
    addStep: 'Add a step', remove: (n: number) => `Remove step ${n}`, moveUp: (n: number) => `Move step ${n} up`,
  },
  es: {
    heading: 'Información sensorial y de accesibilidad',
    intro: 'Lo que pueden esperar los visitantes. Deje un campo vacío para usar la información del lugar; el español se agrega en Traducciones.',
    noise: 'Ruido', lighting: 'Luz', crowd: 'Cantidad de gente',
    notSaid: 'Sin indicar',
    levels: { low: 'Bajo', medium: 'Medio', high: 'Alto' },
    quietSpace: 'Sala o espacio tranquilo', yes: 'Sí', no: 'No',
    quietSpaceWhere: 'Dónde está el espacio tranquilo', seating: 'Asientos', food: 'Comida',
    access: 'Accesibilidad',
    features: {
      'step-free': 'Acceso sin escalones', 'accessible-toilet': 'Baño accesible', 'asl-interpretation': 'Interpretación en ASL',
      'spanish-interpretation': 'Interpretación al español', 'sensory-kits': 'Kits sensoriales',
    },
    steps: 'Qué esperar, paso a paso',
    stepsHelp: 'Una frase corta para cada paso, en orden; una foto ayuda (su autorización debe estar vigente para que los visitantes la vean).',
    step: (n: number) => `Paso ${n}`,
    stepText: 'Qué pasa', photo: 'Foto', noPhoto: 'Sin foto',
    photoHelp: 'Elija de la Biblioteca de medios.',
    imageAlt: 'Descripción de la foto', imageAltHelp: 'Vacío: el texto alternativo de la Biblioteca de medios.',
    addStep: 'Agregar un paso', remove: (n: number) => `Quitar el paso ${n}`, moveUp: (n: number) => `Subir el paso ${n}`,
  },
})

type Form = { sensoryProfile: SensoryFormValues }

/**
 * The sensory profile's fields inside an event's (or a location's) form (issue 61): levels and a
 * quiet space as native selects, the access features as checkboxes, the steps as a list staff
 * add to, reorder and remove from. Errors come from the contract's rules at each field's path.
 */
export function SensoryProfileFields<T extends Form>({ control, register, errors }: {
  control: Control<T, unknown, unknown>; register: UseFormRegister<T>; errors: FieldErrors<T>
}) {
  const t = useMessages(messages)
  // the generic form narrowed to its profile part: react-hook-form's paths are typed per form
  const form = { control: control as unknown as Control<Form>, register: register as unknown as UseFormRegister<Form> }
  const e = (errors as FieldErrors<Form>).sensoryProfile
  const steps = useFieldArray({ control: form.control, name: 'sensoryProfile.steps' })
  const level = (name: 'noise' | 'lighting' | 'crowd') => (
    <FormField label={t[name]} error={e?.[name]?.message}>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(`sensoryProfile.${name}`)}>
          <option value="">{t.notSaid}</option>
          {SENSORY_LEVELS.map((l) => <option key={l} value={l}>{t.levels[l]}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="legend" size="md" px="1">{t.heading}</Heading>
      <Text color="gray.700" mb="4">{t.intro}</Text>
      <Stack gap="4">
        <HStack gap="4" align="flex-start" wrap="wrap">{level('noise')}{level('lighting')}{level('crowd')}</HStack>
        <HStack gap="4" align="flex-start" wrap="wrap">
          <FormField label={t.quietSpace} error={e?.quietSpace?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('sensoryProfile.quietSpace')}>
                <option value="">{t.notSaid}</option>
                <option value="yes">{t.yes}</option>
                <option value="no">{t.no}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t.quietSpaceWhere} error={e?.quietSpaceWhere?.message}>
            <Input maxLength={SENSORY_LIMITS.quietSpaceWhere} {...form.register('sensoryProfile.quietSpaceWhere')} />
          </FormField>
        </HStack>
        <FormField label={t.seating} error={e?.seating?.message}>
          <Textarea rows={2} {...form.register('sensoryProfile.seating')} />
        </FormField>
        <FormField label={t.food} error={e?.food?.message}>
          <Textarea rows={2} {...form.register('sensoryProfile.food')} />
        </FormField>
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" mb="2">{t.access}</Text>
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} wrap="wrap">
            {ACCESS_FEATURES.map((feature) => (
              <HStack as="label" key={feature} gap="2" minH="44px">
                <chakra.input type="checkbox" value={feature} w="5" h="5" {...form.register('sensoryProfile.access')} />
                {t.features[feature]}
              </HStack>
            ))}
          </Stack>
          {e?.access && <Text color="red.700">{e.access.message ?? e.access.root?.message}</Text>}
        </Box>
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium">{t.steps}</Text>
          <Text color="gray.700" fontSize="sm" mb="3">{t.stepsHelp}</Text>
          <Stack as="ol" listStyleType="none" gap="4">
            {steps.fields.map((field, i) => (
              <Box as="li" key={field.id} borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold" mb="2">{t.step(i + 1)}</Text>
                <Stack gap="3">
                  <FormField label={t.stepText} required error={e?.steps?.[i]?.text?.message}>
                    <Textarea rows={2} maxLength={SENSORY_LIMITS.stepText} {...form.register(`sensoryProfile.steps.${i}.text`)} />
                  </FormField>
                  <FeaturedImagePicker control={form.control} name={`sensoryProfile.steps.${i}.imageId`} label={t.photo}
                    helper={t.photoHelp} noneLabel={t.noPhoto} error={e?.steps?.[i]?.imageId?.message} />
                  <FormField label={t.imageAlt} helper={t.imageAltHelp} error={e?.steps?.[i]?.imageAlt?.message}>
                    <Input maxLength={SENSORY_LIMITS.imageAlt} {...form.register(`sensoryProfile.steps.${i}.imageAlt`)} />
                  </FormField>
                  <HStack gap="2">
                    {i > 0 && <Button size="sm" variant="outline" onClick={() => steps.move(i, i - 1)}>{t.moveUp(i + 1)}</Button>}
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => steps.remove(i)}>{t.remove(i + 1)}</Button>
                  </HStack>
                </Stack>
              </Box>
            ))}
          </Stack>
          {e?.steps?.message && <Text color="red.700">{e.steps.message}</Text>}
          {steps.fields.length < SENSORY_LIMITS.steps && (
            <Button mt="3" variant="outline" onClick={() => steps.append({ text: '', imageId: null, imageAlt: '' })}>{t.addStep}</Button>
          )}
        </Box>
      </Stack>
    </Box>
  )
}
