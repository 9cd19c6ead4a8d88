import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { admin, calledPath, storeSessionOf } from '../test-utils';
import { ReportsPage, thisMonth } from './ReportsPage';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the reports page', () => {
  it('opens on this month, in India', () => {
    expect(thisMonth('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(thisMonth('2027-04-01')).toEqual({ from: '2027-04-01', to: '2027-04-01' });
  });

  it('downloads the GST report of the period chosen, or says why not', async () => {
    storeSessionOf(admin);
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = calledPath(input);
      asked.push(path);
      return path.includes('from=2026-10-01')
        ? new Response('section,place_of_supply\r\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="gst.csv"' },
          })
        : new Response(JSON.stringify({ statusCode: 400, message: 'from and to must be dates' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          });
    });
    URL.createObjectURL = jest.fn(() => 'blob:gst');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInAdmin(<ReportsPage />, fakeDataProvider({}));

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download GST report' }));
    await waitFor(() => expect(saved).toEqual(['gst.csv']));
    expect(asked).toEqual(['/api/admin/reports/gst?from=2026-10-01&to=2026-10-31']);

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download GST report' }));
    expect(await screen.findByText('from and to must be dates')).toBeInTheDocument();
  });
});
