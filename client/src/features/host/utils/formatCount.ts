/**
 * A count as the console shows it: digits grouped in the console's language (5,000 in English,
 * 5 000 in French), whatever the browser's own locale.
 */
export { formatNumber as formatCount } from '../../../lib/formatNumber';
