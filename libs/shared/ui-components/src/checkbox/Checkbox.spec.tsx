import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="I am over 18" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });

    await user.click(screen.getByText('I am over 18'));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('accepts rich labels, forwards its ref and is described by its error', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox
        ref={ref}
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
        error="You must accept the terms"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms');
  });
});
