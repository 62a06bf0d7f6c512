// Row -> wire shape helpers shared by the services: dates travel as ISO strings.
export const iso = (d: Date) => d.toISOString();
