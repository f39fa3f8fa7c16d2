import { Box, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/config';
import { ColorModeToggle } from './color-mode-toggle';
import { OfflineIndicator } from './offline-indicator';

const legalLinks = [
  { label: 'Terms', to: '/terms-and-conditions' },
  { label: 'Privacy', to: '/privacypolicy' },
  { label: 'Licence', to: '/eula' },
  { label: 'Refunds', to: '/cancellationandrefundpolicy' },
] as const;

/** The frame of the public pages: the brand, and the legal documents one tap away. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px={{ base: 4, md: 8 }}
        pt="calc(env(safe-area-inset-top) + 0.5rem)"
        pb={2}
        borderBottomWidth="1px"
      >
        <Link to="/login" aria-label={`${PRODUCT_NAME}: sign in`}>
          <Text fontWeight="bold" fontSize="lg" color="purple.fg">
            {PRODUCT_NAME}
          </Text>
        </Link>
        <HStack gap={2}>
          <OfflineIndicator />
          <ColorModeToggle />
        </HStack>
      </Flex>
      <Box flex="1">{children}</Box>
      <Box
        as="footer"
        borderTopWidth="1px"
        px={{ base: 4, md: 8 }}
        pt={4}
        pb="calc(env(safe-area-inset-bottom) + 1rem)"
        fontSize="sm"
        color="fg.muted"
      >
        <HStack as="nav" aria-label="Legal" gap={4} flexWrap="wrap">
          {legalLinks.map((item) => (
            <ChakraLink key={item.to} asChild variant="underline" colorPalette="gray">
              <Link to={item.to}>{item.label}</Link>
            </ChakraLink>
          ))}
        </HStack>
        <Text mt={2}>
          {/* SEBI's mandated wording, verbatim. */}
          Investment in securities market are subject to market risks. Read all the related
          documents carefully before investing.
        </Text>
      </Box>
    </Flex>
  );
}
