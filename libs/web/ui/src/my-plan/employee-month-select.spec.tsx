import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeeMonthSelect } from './employee-month-select';

const months = [
  { nameMonth: 'Enero', year: 2026, month: 1 },
  { nameMonth: 'Febrero', year: 2026, month: 2 },
];

describe('EmployeeMonthSelect', () => {
  it('shows the chosen month and hands back the month picked', async () => {
    const onChange = jest.fn();
    render(<EmployeeMonthSelect months={months} value="2026-2" onChange={onChange} />);

    expect(screen.getByTitle('Febrero 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Mes' }));
    await userEvent.click(await screen.findByTitle('Enero 2026'));
    expect(onChange).toHaveBeenCalledWith(months[0]);
  });
});
