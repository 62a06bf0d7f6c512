/** The delete confirmation wording (docs/PRODUCT-RULES.md#errors); teams and events name what is deleted. */
export function deleteConfirmationText(name: string, what?: 'the team' | 'the event'): string {
  const subject = what ? `${what} "${name}"` : `"${name}"`;
  return `Are you sure you want to delete ${subject}? This action cannot be undone.`;
}
