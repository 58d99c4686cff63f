import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpiredPlanResult } from './expired-plan-result';

describe('ExpiredPlanResult', () => {
  it('says the base plan expired and "Adquirir plan" calls back', async () => {
    const onAcquire = jest.fn();
    render(<ExpiredPlanResult onAcquire={onAcquire} />);

    expect(screen.getByText('¡Tu plan base ha vencido!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adquirir plan' }));
    expect(onAcquire).toHaveBeenCalledTimes(1);
  });
});
