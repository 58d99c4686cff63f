import { render, screen } from '@testing-library/react';
import { NoPrivilege } from './no-privilege';

describe('NoPrivilege', () => {
  it('tells the user they lack privileges, with the exact text of the specs', () => {
    const { container } = render(<NoPrivilege />);

    expect(screen.getByText('No tienes los suficientes privilegios para realizar esta acción.')).toBeInTheDocument();
    expect(container.querySelector('.ant-result-403')).not.toBeNull();
  });
});
