// The order of names on the boards, in the host's lists and in the results: the collation of the
// server's default locale, as String#localeCompare gives it. One collator, made when the server
// loads: the first collation of a process loads ICU's data (~7 ms), and with localeCompare that
// happened in the middle of a night's first leaderboard push (at 1,000 phones, 8–10 ms of the
// push in a window profile: `node server/bench/fanout-cost.mjs --players 1000 --window-prof DIR`).
const collator = new Intl.Collator();

/** Two records by their names, in the order a person reads them listed (a sort's or a ranking's tie-break). */
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
