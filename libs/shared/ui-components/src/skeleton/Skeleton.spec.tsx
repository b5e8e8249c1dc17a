import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="text" width="60%" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps circles round when only a width is given', () => {
    const { container } = render(<Skeleton shape="circle" width={56} />);
    expect(container.firstChild).toHaveStyle({ width: '56px', height: '56px' });
  });
});
