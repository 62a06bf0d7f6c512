// A module of its own so that lazyPage can load Mantine's whole stylesheet beside a page's chunk
// (Vite puts the CSS a dynamically imported module brings in a stylesheet it loads first).
import './fullStyles.css';
