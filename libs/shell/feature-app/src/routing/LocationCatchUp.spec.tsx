import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LocationCatchUp } from './LocationCatchUp';

/** Changes the address while the app's first render runs, as a back press between its slices would. */
let moved = false;
function MovesTheAddressOnce() {
  if (!moved) {
    moved = true;
    window.history.pushState({}, '', '/promotions?ref=x');
  }
  return null;
}

function app(withCatchUp: boolean) {
  return (
    <BrowserRouter>
      <MovesTheAddressOnce />
      {withCatchUp ? <LocationCatchUp /> : null}
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/promotions" element={<p>promotions</p>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('LocationCatchUp', () => {
  beforeEach(() => {
    moved = false;
    window.history.replaceState({}, '', '/');
  });

  it('brings the router to an address that changed before it listened', async () => {
    render(app(true));
    expect(await screen.findByText('promotions')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/promotions?ref=x');
  });

  it('is what makes the difference: without it the router stays on the address it started with', () => {
    render(app(false));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('changes nothing when the address did not move', () => {
    moved = true;
    render(app(true));
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
