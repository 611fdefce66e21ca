/** '1 agendamento', '3 agendamentos'. */
export function countLabel(
  count: number,
  singular = 'agendamento',
  plural = `${singular}s`,
): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
