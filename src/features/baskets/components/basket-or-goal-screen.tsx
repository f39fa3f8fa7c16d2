import { Button, Card, List, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageFrame } from '@/ui/page-frame';

// /basketorgoal (issue 13, Deliver 1): after the broker link, and from the dashboard, two clear
// ways to start, with plain words on which suits whom. Nothing is decided here: either path can
// reach the other later (a goal picks a basket; a basket can be linked to a goal).

interface PathCardProps {
  id: string;
  title: string;
  lead: string;
  suits: readonly string[];
  action: ReactNode;
}

function PathCard({ id, title, lead, suits, action }: PathCardProps) {
  return (
    <Card.Root as="section" variant="outline" borderRadius="l3" aria-labelledby={id}>
      <Card.Body gap={3}>
        <Card.Title as="h2" id={id} textStyle="lg">
          {title}
        </Card.Title>
        <Text>{lead}</Text>
        <Text textStyle="sm" fontWeight="medium">
          Suits you if
        </Text>
        <List.Root gap={1} ps={5} textStyle="sm" color="fg.muted">
          {suits.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}

export function BasketOrGoalScreen({ title }: { title: string }) {
  return (
    <PageFrame
      title={title}
      description="Two ways to begin. You can link a goal and a basket later, whichever you start with."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 5 }}>
        <PathCard
          id="goal-path"
          title="Plan a goal"
          lead="Tell us what you are saving for, how much it costs today and when you need it. We work out the monthly SIP it needs and your chance of getting there, then help you pick a basket for it."
          suits={[
            'you have something in mind: a child’s education, a home, retirement',
            'you want to know how much to invest each month',
            'you are new to investing and want a plan first',
          ]}
          action={
            <Button asChild colorPalette="purple" w={{ base: 'full', md: 'auto' }}>
              <Link to="/investmentgoal">Plan a goal</Link>
            </Button>
          }
        />
        <PathCard
          id="basket-path"
          title="Pick or build a basket"
          lead="Choose a ready-made basket of stocks built by a clear rule, or pick your own stocks and weights. You see the least amount that buys every stock before you invest."
          suits={[
            'you already know roughly how much you want to invest',
            'you like to choose the stocks or the theme yourself',
            'you want to start with a one-time amount or a monthly SIP',
          ]}
          action={
            <Button
              asChild
              variant="outline"
              colorPalette="purple"
              w={{ base: 'full', md: 'auto' }}
            >
              <Link to="/basketshomepage">See baskets</Link>
            </Button>
          }
        />
      </SimpleGrid>
    </PageFrame>
  );
}
