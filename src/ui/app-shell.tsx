import { Badge, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/config';
import { OutboxStatus } from '@/outbox';
import { ColorModeToggle } from './color-mode-toggle';
import { OfflineIndicator } from './offline-indicator';

export interface NavItem {
  label: string;
  to: LinkProps['to'];
  params?: LinkProps['params'];
}

interface AppShellProps {
  home: LinkProps['to'];
  areaLabel: string;
  nav: readonly NavItem[];
  actions?: ReactNode;
  /** The app bar's search (the stocks feature's), between the brand and the actions. */
  search?: ReactNode;
  children: ReactNode;
}

const navLinkStyle = {
  display: 'block',
  px: 3,
  py: 2,
  borderRadius: 'l2',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg' },
  focusRing: 'outside',
  '&[data-status=active]': { bg: 'purple.subtle', color: 'purple.fg' },
} as const;

/**
 * The signed-in frame: a header, then the area's navigation as a side rail on tablets and a
 * scrollable strip on phones, and the screen.
 */
export function AppShell({ home, areaLabel, nav, actions, search, children }: AppShellProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{ left: 2, top: 2, zIndex: 'skipLink', bg: 'bg', p: 2 }}
      >
        <a href="#main">Skip to content</a>
      </Box>
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap={3}
        px={{ base: 4, md: 6 }}
        pt="calc(env(safe-area-inset-top) + 0.5rem)"
        pb={2}
        borderBottomWidth="1px"
        bg="bg"
        position="sticky"
        top={0}
        zIndex="sticky"
      >
        <HStack gap={2} flexShrink={0}>
          <Link to={home} aria-label={`${PRODUCT_NAME} home`}>
            <Text fontWeight="bold" fontSize="lg" color="purple.fg">
              {PRODUCT_NAME}
            </Text>
          </Link>
          <Badge variant="subtle" colorPalette="gray">
            {areaLabel}
          </Badge>
        </HStack>
        {search ? (
          <Flex
            flex={{ base: '0 0 auto', md: '1' }}
            minW={0}
            justify={{ base: 'flex-end', md: 'center' }}
          >
            {search}
          </Flex>
        ) : null}
        <HStack gap={1} flexWrap="wrap" justify="flex-end">
          <OfflineIndicator />
          <OutboxStatus />
          {actions}
          <ColorModeToggle />
        </HStack>
      </Flex>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="nav"
          aria-label={`${areaLabel} navigation`}
          w={{ md: '56' }}
          flexShrink={0}
          borderRightWidth={{ md: '1px' }}
          borderBottomWidth={{ base: '1px', md: 0 }}
          overflowX={{ base: 'auto', md: 'visible' }}
        >
          <Flex
            as="ul"
            direction={{ base: 'row', md: 'column' }}
            gap={1}
            p={2}
            listStyleType="none"
          >
            {nav.map((item) => (
              <li key={String(item.to)}>
                <Box asChild css={navLinkStyle}>
                  <Link to={item.to} params={item.params}>
                    {item.label}
                  </Link>
                </Box>
              </li>
            ))}
          </Flex>
        </Box>
        <Box flex="1" minW={0}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
