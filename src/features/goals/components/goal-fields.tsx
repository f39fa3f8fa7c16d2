import { memo, type ChangeEvent } from 'react';
import { caretAfterGrouping, groupRupeesTyped } from '../model/goal-form';
import { GoalInput, type FieldProps } from './goal-input';

// GoalInput has its own file so that a screen needing only it (the settings' assumptions card)
// does not load the goal form's rules with it (issue 19, first-load budgets).
export { GoalInput };

/**
 * Whole rupees, grouped the Indian way as they are typed ("25,00,000"), the caret kept after the
 * digit it followed.
 */
export const RupeesInput = memo(function RupeesInput({
  onValue,
  ...props
}: Omit<FieldProps, 'prefix' | 'onChange' | 'onValue'> & { onValue: (value: string) => void }) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.target;
    const typed = element.value;
    const caret = element.selectionStart ?? typed.length;
    const grouped = groupRupeesTyped(typed);
    const at = caretAfterGrouping(grouped, typed.slice(0, caret).replace(/\D/g, '').length);
    onValue(grouped);
    requestAnimationFrame(() => {
      if (document.activeElement === element) element.setSelectionRange(at, at);
    });
  };
  return <GoalInput {...props} prefix="₹" inputMode="numeric" onChange={change} />;
});

/** Native radios drawn as cards: keyboard and screen-reader behaviour come with the browser. */
export const choiceCardStyle = {
  display: 'flex',
  gap: 2,
  alignItems: 'center',
  p: 3,
  borderWidth: '1px',
  borderRadius: 'l2',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'purple.solid', bg: 'purple.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'purple.focusRing' },
} as const;
