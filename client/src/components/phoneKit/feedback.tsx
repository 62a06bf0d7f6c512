// The phone kit's surfaces and signals (issue 22): Paper, Badge, Alert, Loader and Progress, drawn
// as Mantine's over the same variables.
import type { ReactNode } from 'react';
import { Box, type BoxProps } from './layout';
import classes from './phoneKit.module.css';
import { cx, isPaletteName, radiusOf, type Size, type Space } from './styleProps';
import { variantColors } from './variants';

export function Paper({
  withBorder,
  radius,
  shadow,
  className,
  style,
  ...props
}: BoxProps & { withBorder?: boolean; radius?: Space; shadow?: Size }) {
  return (
    <Box
      {...props}
      data-with-border={withBorder || undefined}
      className={cx(classes.paper, className)}
      style={{ borderRadius: radiusOf(radius), boxShadow: shadow && `var(--mantine-shadow-${shadow})`, ...style }}
    />
  );
}

export type BadgeProps = BoxProps & {
  variant?: 'filled' | 'light' | 'outline';
  color?: string;
  size?: Size;
  leftSection?: ReactNode;
};

export function Badge({
  variant = 'filled',
  color = 'festival',
  size = 'md',
  leftSection,
  children,
  className,
  style,
  ...props
}: BadgeProps) {
  return (
    <Box
      component="span"
      {...props}
      data-size={size}
      className={cx(classes.badge, className)}
      style={{ ...variantColors(variant, color), ...style }}
    >
      {leftSection && <span className={classes.badgeSection}>{leftSection}</span>}
      <span className={classes.badgeLabel}>{children}</span>
    </Box>
  );
}

export function Alert({
  variant = 'light',
  color = 'festival',
  radius,
  title,
  icon,
  children,
  className,
  style,
  ...props
}: Omit<BoxProps, 'title'> & { variant?: 'light' | 'filled'; color?: string; radius?: Space; title?: ReactNode; icon?: ReactNode }) {
  return (
    <Box
      {...props}
      className={cx(classes.alert, className)}
      style={{ ...variantColors(variant, color), borderRadius: radiusOf(radius), ...style }}
    >
      {icon && <div className={classes.alertIcon}>{icon}</div>}
      <div className={classes.alertBody}>
        {title && <div className={classes.alertTitle}>{title}</div>}
        {children && <div className={classes.alertMessage}>{children}</div>}
      </div>
    </Box>
  );
}

/** The spinning ring; `color` a palette name or any CSS colour. */
export function Loader({ size = 'md', color, className, style, ...props }: BoxProps & { size?: Size; color?: string }) {
  const loaderColor = color === undefined ? undefined : isPaletteName(color) ? `var(--mantine-color-${color}-filled)` : color;
  return (
    <Box
      component="span"
      {...props}
      data-size={size}
      className={cx(classes.loader, className)}
      style={{ ...(loaderColor ? { '--kit-loader-color': loaderColor } : {}), ...style }}
    />
  );
}

/** A bar filled to `value` per cent. */
export function Progress({
  value,
  color = 'festival',
  size = 'md',
  radius,
  className,
  style,
  ...props
}: BoxProps & { value: number; color?: string; size?: Size; radius?: Space }) {
  return (
    <Box {...props} data-size={size} className={cx(classes.progress, className)} style={{ borderRadius: radiusOf(radius), ...style }}>
      <div
        className={classes.progressSection}
        style={{ width: `${Math.max(0, Math.min(100, value))}%`, background: `var(--mantine-color-${color}-filled)` }}
      />
    </Box>
  );
}
