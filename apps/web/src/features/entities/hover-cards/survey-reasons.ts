/** "reasons (JSON-text list, shown when not visible)" (specification 01, 3): the texts of the list, [] if unreadable. */
export function surveyReasons(reasons: string): string[] {
  try {
    const parsed: unknown = JSON.parse(reasons);
    return Array.isArray(parsed) ? parsed.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))) : [];
  } catch {
    return [];
  }
}
