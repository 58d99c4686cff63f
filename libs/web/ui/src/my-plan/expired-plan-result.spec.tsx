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

  it('invites a customer who never had a base plan to get one, without saying it expired', async () => {
    const onAcquire = jest.fn();
    render(<ExpiredPlanResult reason="none" onAcquire={onAcquire} />);

    expect(screen.getByText('¡Aún no tienes un plan base!')).toBeInTheDocument();
    expect(screen.queryByText('¡Tu plan base ha vencido!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Adquirir plan' }));
    expect(onAcquire).toHaveBeenCalledTimes(1);
  });
});
