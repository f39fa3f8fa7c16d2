import { memo } from 'react';
import { TextField, type TextFieldProps } from '@/ui/form-fields';

// The goal screens' input is src/ui's TextField, memoised, so typing in one field of a form does
// not redraw the others (pass stable handlers). Its own file, so that a screen needing only it
// (the settings' assumptions card) does not load the goal form's rules (issue 19).

export type FieldProps = TextFieldProps;

export const GoalInput = memo(TextField);
