// The style props the phone's kit takes (issue 22), spelled as Mantine's (gap="xs", fw={700},
// c="dimmed", fz={{ base: 22, xs: 26 }}) so that the player's views read as they did with Mantine,
// turned into inline styles over the same CSS variables (mantineVariables.css on the phone, the
// provider's own in the app). Numbers are pixels at Mantine's scale, written in rem as Mantine does.
import type { CSSProperties } from 'react';
import classes from './phoneKit.module.css';

export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** A named size, a number of pixels, or any CSS length. */
export type Space = Size | number | (string & {});
/** Mantine's breakpoints the kit knows: xs 36em, sm 48em. */
export type Responsive<T> = T | { base: T; xs?: T; sm?: T };
/** A palette colour (teal, red, festival…), 'dimmed', or any CSS colour. */
export type Color = string;

export type StyleProps = {
  m?: Space;
  mt?: Space;
  mb?: Space;
  mx?: Space;
  my?: Space;
  p?: Responsive<Space>;
  px?: Space;
  py?: Space;
  pb?: Space;
  w?: Space;
  h?: Space;
  maw?: Space;
  mah?: Space;
  miw?: Space;
  mih?: Space;
  ta?: CSSProperties['textAlign'];
  fw?: CSSProperties['fontWeight'];
  fz?: Responsive<Space>;
  lh?: CSSProperties['lineHeight'];
  c?: Color;
  bg?: Color;
};

const SIZES = new Set<string>(['xs', 'sm', 'md', 'lg', 'xl']);

export const rem = (px: number) => `${px / 16}rem`;

/** A theme size of `kind` ('md' -> --mantine-spacing-md), a number of pixels, or any CSS length as given. */
function sized(kind: 'spacing' | 'font-size' | 'radius', value: Space | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value === 0 ? '0' : rem(value);
  return SIZES.has(value) ? `var(--mantine-${kind}-${value})` : value;
}

export const space = (value: Space | undefined) => sized('spacing', value);
export const fontSize = (value: Space | undefined) => sized('font-size', value);
export const radiusOf = (value: Space | undefined) => sized('radius', value);

/** A palette colour's name (teal, festival), as props give it, rather than a CSS colour. */
export const isPaletteName = (value: string) => /^[a-z]+$/.test(value);

/** Text colours as Mantine resolves `c`: a palette name is its accessible text tone (theme.css). */
export function textColor(value: Color | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === 'dimmed') return 'var(--mantine-color-dimmed)';
  if (value === 'white' || value === 'black') return `var(--mantine-color-${value})`;
  return isPaletteName(value) ? `var(--mantine-color-${value}-text)` : value;
}

function backgroundColor(value: Color | undefined): string | undefined {
  if (value === undefined) return undefined;
  const shade = /^([a-z]+)\.(\d)$/.exec(value);
  return shade ? `var(--mantine-color-${shade[1]}-${shade[2]})` : value;
}

type Split<P> = { style: CSSProperties; className: string | undefined; rest: Omit<P, keyof StyleProps | 'style' | 'className'> };

/**
 * Takes the style props out of `props` and gives the inline style they make (over `style`), the
 * classes a responsive value needs, and the props left for the element.
 */
export function splitStyleProps<P extends StyleProps & { style?: CSSProperties | undefined; className?: string | undefined }>(
  props: P,
): Split<P> {
  const { m, mt, mb, mx, my, p, px, py, pb, w, h, maw, mah, miw, mih, ta, fw, fz, lh, c, bg, style, className, ...rest } = props;
  // The shorthands first: React writes the keys in order, so the sides given after them win.
  const css: Record<string, string | number | undefined> = {
    margin: space(m),
    padding: typeof p === 'object' ? undefined : space(p),
    marginTop: space(mt ?? my),
    marginBottom: space(mb ?? my),
    marginInline: space(mx),
    paddingInline: space(px),
    paddingTop: space(py),
    paddingBottom: space(pb ?? py),
    width: space(w),
    height: space(h),
    maxWidth: space(maw),
    maxHeight: space(mah),
    minWidth: space(miw),
    minHeight: space(mih),
    textAlign: ta,
    fontWeight: fw,
    lineHeight: lh,
    color: textColor(c),
    background: backgroundColor(bg),
  };
  const responsive: string[] = [];
  if (typeof p === 'object') {
    responsive.push(classes.responsivePadding!);
    css['--kit-p'] = space(p.base);
    css['--kit-p-xs'] = space(p.xs);
    css['--kit-p-sm'] = space(p.sm);
  }
  if (fz !== undefined) {
    if (typeof fz === 'object') {
      responsive.push(classes.responsiveFontSize!);
      css['--kit-fz'] = fontSize(fz.base);
      css['--kit-fz-xs'] = fontSize(fz.xs);
      css['--kit-fz-sm'] = fontSize(fz.sm);
    } else css.fontSize = fontSize(fz);
  }
  for (const key of Object.keys(css)) if (css[key] === undefined) delete css[key];
  return {
    style: { ...(css as CSSProperties), ...style },
    className: cx(...responsive, className),
    rest,
  };
}

/** Class names, the empty ones left out. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}
