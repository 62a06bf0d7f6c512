// The phone kit's form fields (issue 22): TextInput and NativeSelect with a label, a description
// and an error tied to the field (aria-describedby, aria-invalid) as Mantine's are, Checkbox, and
// SegmentedControl (a radio group drawn as one pill).
import {
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import classes from './phoneKit.module.css';
import { cx, type Size, splitStyleProps, type StyleProps } from './styleProps';

type FieldProps = {
  label?: ReactNode;
  labelProps?: { id?: string };
  description?: ReactNode;
  error?: ReactNode;
  errorProps?: { role?: string };
  size?: Size;
  /** Wraps the field itself, to put something beside it (a unit) inside the label's row. */
  inputContainer?: (input: ReactNode) => ReactNode;
  /** The field's own style (the box the text is typed in). */
  inputStyle?: CSSProperties;
};

type WrapperProps = FieldProps & {
  id: string;
  className: string | undefined;
  style: CSSProperties;
  required: boolean | undefined;
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
};

/** The label above, the field, then its description and its error: the order the player reads them. */
function FieldWrapper({
  id,
  label,
  labelProps,
  description,
  error,
  errorProps,
  size = 'sm',
  inputContainer,
  required,
  className,
  style,
  children,
}: WrapperProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const field = children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined });
  return (
    <div className={cx(classes.field, className)} data-size={size} data-error={error ? true : undefined} style={style}>
      {label && (
        <label className={classes.fieldLabel} htmlFor={id} id={labelProps?.id}>
          {label}
          {required && (
            <span className={classes.fieldRequired} aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      {inputContainer ? inputContainer(field) : field}
      {description && (
        <p className={classes.fieldDescription} id={descriptionId}>
          {description}
        </p>
      )}
      {error && (
        <p className={classes.fieldError} id={errorId} role={errorProps?.role}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextInputProps = StyleProps &
  FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> & { ref?: Ref<HTMLInputElement> };

/** A field's props split: what its wrapper draws, and what goes on the <input> or <select>. */
function useFieldProps<P extends FieldProps & StyleProps & { id?: string | undefined; required?: boolean | undefined }>(props: P) {
  const { label, labelProps, description, error, errorProps, size, inputContainer, inputStyle, id, ...others } = props;
  const { style, className, rest } = splitStyleProps(others);
  const generated = useId();
  const fieldId = id ?? generated;
  const wrapper = {
    label,
    labelProps,
    description,
    error,
    errorProps,
    size,
    inputContainer,
    className,
    style,
    id: fieldId,
    required: rest.required,
  };
  return { wrapper, fieldId, inputStyle, rest };
}

export function TextInput(props: TextInputProps) {
  const { wrapper, fieldId, inputStyle, rest } = useFieldProps(props);
  return (
    <FieldWrapper {...wrapper}>
      {(described) => <input type="text" {...described} {...rest} id={fieldId} className={classes.input} style={inputStyle} />}
    </FieldWrapper>
  );
}

type Option = { value: string; label: string; disabled?: boolean };

export type NativeSelectProps = StyleProps &
  FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'color'> & {
    data: Option[];
    onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  };

export function NativeSelect({ data, ...props }: NativeSelectProps) {
  const { wrapper, fieldId, inputStyle, rest } = useFieldProps(props);
  return (
    <FieldWrapper {...wrapper}>
      {(described) => (
        <span className={classes.selectBox}>
          <select {...described} {...rest} id={fieldId} className={cx(classes.input, classes.select)} style={inputStyle}>
            {data.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={classes.selectChevron} viewBox="0 0 15 15" aria-hidden>
            <path d="M4 6l3.5 3.5L11 6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </FieldWrapper>
  );
}

export function Checkbox({
  label,
  size = 'sm',
  className,
  id,
  ...props
}: StyleProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color' | 'type'> & { label: ReactNode; size?: Size }) {
  const { style, className: responsive, rest } = splitStyleProps(props);
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={cx(classes.checkbox, responsive, className)} data-size={size} style={style}>
      <span className={classes.checkboxBox}>
        <input type="checkbox" {...rest} id={fieldId} className={classes.checkboxInput} />
        <svg className={classes.checkboxIcon} viewBox="0 0 10 7" aria-hidden>
          <path d="M1 3.5l2.6 2.5L9 1" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <label className={classes.checkboxLabel} htmlFor={fieldId}>
        {label}
      </label>
    </div>
  );
}

type Segment = { value: string; label: ReactNode };

/** One choice of a few, as radios: arrows move between them, and each reads out as a radio in a group. Drawn at Mantine's small size. */
export function SegmentedControl({
  data,
  value,
  onChange,
  'aria-label': ariaLabel,
}: {
  data: Segment[];
  value: string;
  onChange: (value: string) => void;
  'aria-label': string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={classes.segmented}>
      {data.map((segment) => {
        const id = `${name}-${segment.value}`;
        return (
          <span key={segment.value} className={classes.segment}>
            <input
              type="radio"
              className={classes.segmentInput}
              id={id}
              name={name}
              value={segment.value}
              checked={segment.value === value}
              onChange={() => onChange(segment.value)}
            />
            <label className={classes.segmentLabel} htmlFor={id}>
              {segment.label}
            </label>
          </span>
        );
      })}
    </div>
  );
}
