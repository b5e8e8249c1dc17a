import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusHandoff } from './focus-handoff';

function Side({ label }: { label: string }) {
  const container = useRef<HTMLSpanElement>(null);
  useFocusHandoff(container);
  return (
    <span ref={container}>
      <button type="button">{label}</button>
    </span>
  );
}

/** The header's session side, as signing in and out swaps it. */
function Header({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <button type="button">elsewhere</button>
      {signedIn ? <Side key="in" label="Account menu" /> : <Side key="out" label="Sign in" />}
    </>
  );
}

describe('useFocusHandoff', () => {
  it('moves focus from a control that goes to the first control of the side that comes, both ways', () => {
    const view = render(<Header signedIn={false} />);
    screen.getByRole('button', { name: 'Sign in' }).focus();
    view.rerender(<Header signedIn />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    view.rerender(<Header signedIn={false} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('leaves focus alone when it was elsewhere', () => {
    const view = render(<Header signedIn={false} />);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    view.rerender(<Header signedIn />);
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    view.rerender(<Header signedIn={false} />);
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });
});
