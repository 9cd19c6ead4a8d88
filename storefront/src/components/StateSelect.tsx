import { useId } from 'react';
import { INDIAN_STATES } from '@satchel/shared';

/** "State *": India's states and union territories as GST lists them (docs/product.md §17), by name. */
export function StateSelect({ value, onValueChange }: { value: string; onValueChange: (name: string) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>State *</label>
      <select
        id={id}
        name="state"
        required
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="address-level1"
      >
        <option value="" disabled>
          Choose a state
        </option>
        {INDIAN_STATES.map((state) => (
          <option key={state.code} value={state.name}>
            {state.name}
          </option>
        ))}
      </select>
    </>
  );
}
