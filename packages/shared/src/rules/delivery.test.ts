import { carrierName, parsePincodeList, TRACKING_NUMBER, trackingUrl } from './delivery';

describe('pincode lists', () => {
  it('takes every six-digit cell once, from lines, commas, spaces or a CSV with other columns', () => {
    const csv = [
      'circlename,officename,pincode,district,latitude,longitude',
      'Maharashtra Circle,Shivajinagar S.O,"411005",Pune,18.5308,73.8475',
      'Maharashtra Circle,Pune H.O,411001,Pune,18.5204,72.877655',
      'Maharashtra Circle,Pune City,411001,Pune,18.52,73.85',
    ].join('\r\n');
    expect(parsePincodeList(csv)).toEqual({ pincodes: ['411005', '411001'], rejected: [] });
    expect(parsePincodeList('110001, 110002;110003\n 560001\t600001 41100 4110012')).toEqual({
      pincodes: ['110001', '110002', '110003', '560001', '600001'],
      rejected: ['41100', '4110012'],
    });
    expect(parsePincodeList('')).toEqual({ pincodes: [], rejected: [] });
  });
});

describe('tracking', () => {
  it("links a known carrier's page with the number in it, whatever the case typed; others get none", () => {
    expect(trackingUrl('delhivery', 'DL123456')).toBe('https://www.delhivery.com/track/package/DL123456');
    expect(trackingUrl('Blue Dart', '12345678')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678',
    );
    expect(trackingUrl('Local Courier', 'LC123456')).toBeNull();
    expect(trackingUrl('Delhivery', null)).toBeNull();
    expect(carrierName('  xpressbees ')).toBe('Xpressbees');
    expect(carrierName('Local Courier')).toBe('Local Courier');
  });

  it('takes an AWB of 6 to 30 letters, digits or hyphens', () => {
    for (const good of ['123456', 'DL-1234567890', 'A'.repeat(30)]) expect(TRACKING_NUMBER.test(good)).toBe(true);
    for (const bad of ['12345', 'A'.repeat(31), 'AB 1234', 'AB/1234', ''])
      expect(TRACKING_NUMBER.test(bad)).toBe(false);
  });
});
