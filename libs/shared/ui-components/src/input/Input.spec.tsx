import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Input } from './Input';

describe('Input', () => {
  it('is reachable by its label', () => {
    render(<Input label="Email" type="email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('keeps a caller id so other labels can point at it', () => {
    render(<Input label="Email" id="login-email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
  });

  it('is valid and described only by its hint when there is no error', () => {
    render(<Input label="Promo code" hint="Letters and digits" />);
    const input = screen.getByLabelText('Promo code');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Letters and digits');
  });

  it('marks itself invalid and is described by the error', () => {
    render(<Input label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
    expect(screen.getByText('Enter a valid email')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the error live region in the DOM before an error arrives', () => {
    const { rerender } = render(<Input label="Email" />);
    const input = screen.getByLabelText('Email');
    const errorId = `${input.id}-error`;
    expect(document.getElementById(errorId)).toHaveAttribute('aria-live', 'polite');

    rerender(<Input label="Email" error="Required" />);
    expect(document.getElementById(errorId)).toHaveTextContent('Required');
    expect(input.getAttribute('aria-describedby')).toContain(errorId);
  });

  it('reveals and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    render(<Input label="Password" type="password" showPasswordLabel="Show password" hidePasswordLabel="Hide password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('hands its element to a ref, as react-hook-form register needs', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input label="Name" ref={ref} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(ref.current?.value).toBe('Ada');
  });
});

/** Compile-time checks: never called, only type-checked by `tsc`. */
export function typeChecks() {
  return [
    // @ts-expect-error a password field must name its reveal toggle
    <Input key="a" label="Password" type="password" />,
    // @ts-expect-error toggle labels make no sense on other types
    <Input key="b" label="Email" type="email" showPasswordLabel="Show" />,
    <Input key="c" label="Password" type="password" showPasswordLabel="Show" hidePasswordLabel="Hide" />,
  ];
}
