import { isDay, type Day } from './calendar-dates';
import {
  MEETING_DURATIONS,
  MEETING_SLOTS_MAX,
  MEETING_TEXT_MAX,
  MEETING_TITLE_MAX,
  type ProposeMeeting,
} from './contract';
import { istSlotIso } from './time-display';

// The meeting forms' rules before sending (issue 18): the times are typed as an IST day and
// clock, 1 to 3 of them, each in the future and each once. The server checks the same and what
// only it can (whose client it is); its field errors (`slots.1`, `title`) land at the same keys.

export interface SlotDraft {
  day: Day;
  clock: string;
}

export interface MeetingDraft {
  investorSub: string;
  title: string;
  durationMinutes: number;
  slots: SlotDraft[];
  location: string;
  note: string;
}

export type Checked<T> = { body: T } | { errors: Record<string, string> };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The slots as ISO instants, or errors at `slots` and `slots.N`. */
export function checkSlots(slots: readonly SlotDraft[], now: Date): Checked<string[]> {
  const errors: Record<string, string> = {};
  const filled = slots.filter((slot) => slot.day !== '' || slot.clock !== '');
  if (filled.length === 0) errors.slots = 'Give at least one time';
  else if (filled.length > MEETING_SLOTS_MAX) errors.slots = `At most ${MEETING_SLOTS_MAX} times`;
  const seen = new Set<number>();
  const isos: string[] = [];
  slots.forEach((slot, index) => {
    if (slot.day === '' && slot.clock === '') return;
    const key = `slots.${index}`;
    if (!isDay(slot.day)) errors[key] = 'Choose the day';
    else if (!CLOCK.test(slot.clock)) errors[key] = 'Choose the time (IST)';
    else {
      const iso = istSlotIso(slot.day, slot.clock);
      const time = Date.parse(iso);
      if (time <= now.getTime()) errors[key] = 'This time has passed';
      else if (seen.has(time)) errors[key] = 'This time is given twice';
      seen.add(time);
      isos.push(iso);
    }
  });
  return Object.keys(errors).length > 0 ? { errors } : { body: isos };
}

const textError = (text: string) =>
  text.trim().length > MEETING_TEXT_MAX ? `At most ${MEETING_TEXT_MAX} characters` : null;

/** The proposal to send (without its id, made once when the form opens), or the errors. */
export function checkMeetingDraft(
  draft: MeetingDraft,
  now: Date,
): Checked<Omit<ProposeMeeting, 'meetingId'>> {
  const errors: Record<string, string> = {};
  if (draft.investorSub === '') errors.investorSub = 'Choose a client';
  const title = draft.title.trim();
  if (title === '') errors.title = 'Give the meeting a title';
  else if (title.length > MEETING_TITLE_MAX)
    errors.title = `At most ${MEETING_TITLE_MAX} characters`;
  if (!(MEETING_DURATIONS as readonly number[]).includes(draft.durationMinutes)) {
    errors.durationMinutes = 'Choose how long it takes';
  }
  const location = textError(draft.location);
  if (location) errors.location = location;
  const note = textError(draft.note);
  if (note) errors.note = note;
  const slots = checkSlots(draft.slots, now);
  if ('errors' in slots) Object.assign(errors, slots.errors);
  if (Object.keys(errors).length > 0 || 'errors' in slots) return { errors };
  return {
    body: {
      investorSub: draft.investorSub,
      title,
      durationMinutes: draft.durationMinutes,
      slots: slots.body,
      location: draft.location.trim() || null,
      note: draft.note.trim() || null,
    },
  };
}

/** A new form's first slot: the next whole hour in IST at least an hour ahead, on a weekday. */
export function firstSlotSuggestion(now: Date): SlotDraft {
  const ist = new Date(now.getTime() + 330 * 60_000 + 2 * 3_600_000);
  ist.setUTCMinutes(0, 0, 0);
  // Office hours: 10 am to 6 pm IST.
  if (ist.getUTCHours() >= 18) ist.setUTCDate(ist.getUTCDate() + 1);
  if (ist.getUTCHours() >= 18 || ist.getUTCHours() < 10) ist.setUTCHours(10);
  while (ist.getUTCDay() === 0 || ist.getUTCDay() === 6) ist.setUTCDate(ist.getUTCDate() + 1);
  const iso = ist.toISOString();
  return { day: iso.slice(0, 10), clock: iso.slice(11, 16) };
}
