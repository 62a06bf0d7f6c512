// The phone kit's buttons (issue 22): Button, with Mantine's sizes and its filled, light, subtle,
// outline and default variants over the palette's variables, and UnstyledButton.
import { IconX } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Loader } from './feedback';
import classes from './phoneKit.module.css';
import { cx, radiusOf, rem, type Size, type Space, splitStyleProps, type StyleProps } from './styleProps';
import { type Variant, variantColors } from './variants';

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { ref?: Ref<HTMLButtonElement> };

export type ButtonProps = StyleProps &
  NativeButton & {
    variant?: Variant;
    color?: string;
    size?: Size;
    radius?: Space;
    fullWidth?: boolean;
    /** Busy: a spinner over the label, and the button disabled, as Mantine's. */
    loading?: boolean;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
  };

export function Button({
  variant = 'filled',
  color = 'festival',
  size = 'sm',
  radius,
  fullWidth,
  loading,
  leftSection,
  rightSection,
  disabled,
  type = 'button',
  children,
  className,
  ...props
}: ButtonProps) {
  const { style, className: responsive, rest } = splitStyleProps(props);
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled || loading}
      data-size={size}
      data-block={fullWidth || undefined}
      data-loading={loading || undefined}
      className={cx(classes.button, responsive, className)}
      style={{ ...variantColors(variant, color), borderRadius: radiusOf(radius), ...style }}
    >
      <span className={classes.buttonInner}>
        {leftSection && <span className={classes.buttonSection}>{leftSection}</span>}
        <span className={classes.buttonLabel}>{children}</span>
        {rightSection && <span className={classes.buttonSection}>{rightSection}</span>}
      </span>
      {loading && (
        <span className={classes.buttonLoader}>
          <Loader size="sm" color="currentColor" />
        </span>
      )}
    </button>
  );
}

export function UnstyledButton({ className, type = 'button', ...props }: StyleProps & NativeButton) {
  const { style, className: responsive, rest } = splitStyleProps(props);
  return <button type={type} {...rest} className={cx(classes.unstyledButton, responsive, className)} style={style} />;
}

/**
 * An icon button's look (Mantine's ActionIcon), as a class and a style for a button drawn
 * elsewhere (the theme toggle the join page draws too).
 */
export function actionIconLook({
  variant = 'default',
  color = 'festival',
  size = 28,
  radius = 'md',
}: {
  variant?: Variant;
  color?: string;
  size?: number;
  radius?: Space;
}) {
  return {
    className: classes.actionIcon,
    style: { ...variantColors(variant, color), width: rem(size), height: rem(size), borderRadius: radiusOf(radius) },
  };
}

/** A cross that closes what it is in (a snackbar, a dialog): named for screen readers by `aria-label`. */
export function CloseButton({ className, ...props }: NativeButton & { 'aria-label': string }) {
  return (
    <button type="button" {...props} className={cx(classes.closeButton, className)}>
      <IconX size={16} aria-hidden />
    </button>
  );
}
