/** Unknown fields are refused by name (a typo in a client must not pass silently). */
export const strictError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${(issue.keys ?? []).join(', ')}`
      : 'Send the details as an object',
};
