import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is labelled, five rows high by default, and takes several lines', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Note" />);
    const textarea = screen.getByLabelText('Note');
    expect(textarea).toHaveAttribute('rows', '5');
    await user.type(textarea, 'first{Enter}second');
    expect(textarea).toHaveValue('first\nsecond');
  });

  it('is described by its hint, and by its error when it has one', () => {
    const { rerender } = render(<Textarea label="Note" hint="Players never see it" />);
    const textarea = screen.getByLabelText('Note');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).toHaveAccessibleDescription('Players never see it');

    rerender(<Textarea label="Note" hint="Players never see it" error="Write a note" />);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Players never see it Write a note');
  });
});
