import { Button } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { PageFrame } from './page-frame';
import { ScreenEmptyState } from './screen-empty-state';

interface PlannedScreenProps {
  title: string;
  description: string;
  action?: { label: string; to: LinkProps['to'] };
}

/**
 * A screen whose feature arrives in a later issue: the real frame and title, and an empty state
 * that says what will be here and offers the next useful step. Shows no invented numbers.
 */
export function PlannedScreen({ title, description, action }: PlannedScreenProps) {
  return (
    <PageFrame title={title}>
      <ScreenEmptyState title="Nothing here yet" description={description}>
        {action ? (
          <Button asChild colorPalette="purple" variant="solid">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ) : null}
      </ScreenEmptyState>
    </PageFrame>
  );
}
