// Goal types (issue 13), shared: the goals feature's goals and the research feature's model
// portfolios (issue 16: a model is made for a goal type) both key on them.

export const GOAL_TYPES = [
  'retirement',
  'education',
  'house',
  'car',
  'emergency',
  'wedding',
  'custom',
] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const GOAL_TYPE_LABELS: Readonly<Record<GoalType, string>> = {
  retirement: 'Retirement',
  education: 'Child’s education',
  house: 'House',
  car: 'Car',
  emergency: 'Emergency fund',
  wedding: 'Wedding',
  custom: 'Something else',
};
