import type { ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Alert } from '@chakra-ui/react/alert'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { errorMessage } from '@/lib/http'
import { defineMessages, useMessages } from '@/i18n/messages'

interface SignedLinkActionProps {
  title: string
  /** What will happen, asked before anything is done. */
  question: string
  actionLabel: string
  pendingLabel: string
  /** The token from the e-mail link; missing when the link was cut short. */
  token: string | undefined
  action: (token: string) => Promise<{ message: string }>
  /** Links onward, shown under every outcome. */
  children: ReactNode
}

const messages = defineMessages({
  en: {
    brokenLink: 'This link is incomplete. Please use the full link from your email.',
    failed: 'Something went wrong. Please try again later.',
  },
  es: {
    brokenLink: 'Este enlace está incompleto. Por favor, use el enlace completo de su correo electrónico.',
    failed: 'Algo salió mal. Por favor, inténtelo de nuevo más tarde.',
  },
})

/**
 * The page an e-mail link opens (cancel a registration, unsubscribe): nothing happens until the
 * visitor presses the button, so mail scanners that prefetch links cannot act for them.
 */
export function SignedLinkAction({ title, question, actionLabel, pendingLabel, token, action, children }: SignedLinkActionProps) {
  const mutation = useMutation({ mutationFn: action })
  const t = useMessages(messages)

  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" tabIndex={-1} outline="none" size="2xl" color="brand.800">
        {title}
      </Heading>
      {mutation.isSuccess ? (
        <Alert.Root status="success" role="status" mt="6" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{mutation.data.message}</Alert.Title>
        </Alert.Root>
      ) : !token ? (
        <Text mt="6" role="alert">{t.brokenLink}</Text>
      ) : (
        <>
          <Text mt="4" color="fg.muted">{question}</Text>
          {mutation.isError && (
            <Alert.Root status="error" role="alert" mt="6" textAlign="start">
              <Alert.Indicator />
              <Alert.Title>{errorMessage(mutation.error, t.failed)}</Alert.Title>
            </Alert.Root>
          )}
          <Button mt="6" colorPalette="brand" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
            {mutation.isPending ? pendingLabel : actionLabel}
          </Button>
        </>
      )}
      <HStack mt="10" gap="3" justify="center" wrap="wrap">
        {children}
      </HStack>
    </Box>
  )
}
