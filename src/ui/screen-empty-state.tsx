import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ScreenEmptyStateProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A clear, accessible empty state: what is missing and what the user can do about it. */
export function ScreenEmptyState({ title, description, icon, children }: ScreenEmptyStateProps) {
  return (
    <EmptyState.Root size="lg" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
      <EmptyState.Content>
        {icon ? <EmptyState.Indicator aria-hidden="true">{icon}</EmptyState.Indicator> : null}
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
