import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyJobFormValues, newRow, type JobFormPayload, type JobFormValues } from '../lib/job-form-values';
import { canRemoveRow, RowListField } from './row-list-field';

function Harness() {
  const { control } = useForm<JobFormValues, unknown, JobFormPayload>({
    defaultValues: emptyJobFormValues(),
  });
  const rows = useWatch({ control, name: 'skills' });
  return (
    <>
      <RowListField control={control} name="skills" legend="Skills" itemLabel="Skill" />
      <output data-testid="values">{JSON.stringify(rows.map((row) => row.value))}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]') as string[];

describe('row lists', () => {
  it('disable remove only when the single row left is empty', () => {
    expect(canRemoveRow([newRow('')], 0)).toBe(false);
    expect(canRemoveRow([newRow('React')], 0)).toBe(true);
    expect(canRemoveRow([newRow(''), newRow('')], 0)).toBe(true);
  });

  it('start with one row whose remove button is disabled until something is typed', async () => {
    render(<Harness />);
    const remove = screen.getByRole('button', { name: 'Remove skill 1' });
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Skill 1' }), 'React');
    expect(remove).toBeEnabled();
    await userEvent.click(remove);
    // Removing the last row leaves one empty row: a list never has none.
    expect(values()).toEqual(['']);
    expect(screen.getByRole('button', { name: 'Remove skill 1' })).toBeDisabled();
  });

  it('add rows with the button or Enter, and remove any of several rows', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Skill 1' }), 'React{Enter}');
    // Enter added a row and moved the keyboard to it, without submitting anything.
    expect(screen.getByRole('textbox', { name: 'Skill 2' })).toHaveFocus();
    await userEvent.keyboard('SQL');
    await userEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(values()).toEqual(['React', 'SQL', '']);
    // With several rows, even an empty one can go.
    expect(screen.getByRole('button', { name: 'Remove skill 3' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove skill 1' }));
    expect(values()).toEqual(['SQL', '']);
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
  });
});
