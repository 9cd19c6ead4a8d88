import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled text input: the label is tied to the input, so screen readers and tests find it by name. */
export function FormField({ label, value, onValueChange, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
    </>
  );
}
