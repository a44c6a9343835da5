import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { DayPicker } from './DayPicker';

/** react-admin's DateInput with MUI's date picker: the same ISO day in the record, MM-DD-YYYY on screen. */
export const DayInput = ({ source, label }: { source: string; label: string }) => {
  const { field, fieldState, isRequired } = useInput({ source });
  const { error, invalid } = fieldState;
  return (
    <DayPicker
      name={field.name}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={invalid}
      helperText={<InputHelperText error={error?.message} />}
      textField={{ size: 'small', variant: 'filled', margin: 'dense' }}
    />
  );
};
