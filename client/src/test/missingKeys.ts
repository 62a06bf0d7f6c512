// The keys components asked for that the current language's catalogue lacks, recorded by the
// translations the test setup starts (setup.ts), which fails the test that asked for any.
export const missingKeys: string[] = [];

export function recordMissingKey(languages: readonly string[], namespace: string, key: string): void {
  missingKeys.push(`${languages.join(',')} ${namespace}:${key}`);
}
