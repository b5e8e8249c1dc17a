import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

describe('Select', () => {
  const options = (
    <>
      <option value="">Choose</option>
      <option value="USD">US dollar</option>
      <option value="EUR">Euro</option>
    </>
  );

  it('is labelled and lets the user pick an option', async () => {
    const user = userEvent.setup();
    render(<Select label="Currency">{options}</Select>);
    const select = screen.getByLabelText('Currency');
    await user.selectOptions(select, 'EUR');
    expect(select).toHaveValue('EUR');
  });

  it('is described by its error', () => {
    render(
      <Select label="Currency" error="Pick a currency">
        {options}
      </Select>,
    );
    const select = screen.getByLabelText('Currency');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a currency');
  });
});
