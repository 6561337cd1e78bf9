import { describe, expect, it } from 'vitest';
import { dhlCustomerNumberSchema, maskDhlCustomerNumber, orderServicePoint } from '@/lib/checkout/service-point';
import { pickupPointsQuery } from '@/lib/checkout/pickup-query';
import { servicePointChoice } from '@/lib/checkout/shipment-form';

const point = {
  provider: 'dhl',
  providerId: 'dhl-ps-101',
  title: 'Packstation 101',
  street: 'Invalidenstraße',
  houseNumber: '10',
  houseNumberAddition: null,
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  locationType: 'packstation',
  dhlCustomerNumber: '12345678',
};

describe('pickup points in checkout (spec §3 Address shipping_address_service_point, §5)', () => {
  it('reads the point of an order address from its JSON string or object, and nothing else', () => {
    expect(orderServicePoint({ shipping_address_service_point: JSON.stringify(point) })).toEqual(point);
    expect(orderServicePoint({ shipping_address_service_point: point })).toEqual(point);
    expect(orderServicePoint(null)).toBeNull();
    expect(orderServicePoint({})).toBeNull();
    expect(orderServicePoint({ shipping_address_service_point: '{not json' })).toBeNull();
    expect(orderServicePoint({ shipping_address_service_point: JSON.stringify({ provider: 'dhl' }) })).toBeNull();
  });

  it('hides all but the last three digits of the DHL customer number', () => {
    expect(maskDhlCustomerNumber('12345678')).toBe('•••••678');
    expect(maskDhlCustomerNumber('123')).toBe('123');
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12345', 'invalid'],
    ['12345678901', 'invalid'],
    ['12a456', 'invalid'],
  ])('refuses the DHL customer number %j (%s)', (value, message) => {
    const result = dhlCustomerNumberSchema({ required: 'required', invalid: 'invalid' }).safeParse(value);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });

  it('accepts 6 to 10 digits with the spaces a shopper types dropped', () => {
    const schema = dhlCustomerNumberSchema({ required: 'r', invalid: 'i' });
    expect(schema.parse('123 456')).toBe('123456');
    expect(schema.parse('1234567890')).toBe('1234567890');
  });

  it('asks for the method’s provider and kinds of point in the address’s country', () => {
    expect(
      pickupPointsQuery(
        { provider: 'dhl', locationTypes: ['packstation'] },
        { kind: 'search', location: '10115' },
        'DE',
      ),
    ).toEqual({ providers: ['dhl'], locationTypes: ['packstation'], country: 'DE', limit: 10, location: '10115' });
    expect(
      pickupPointsQuery({ provider: 'stores', locationTypes: null }, { kind: 'position', lat: 52.1, lng: 5.1 }, 'NL'),
    ).toEqual({ providers: ['stores'], country: 'NL', limit: 10, lat: 52.1, lng: 5.1 });
  });

  it('sends the DHL customer number only for a Packstation', () => {
    const number = '12 345 678';
    const at = (locationType: string) => ({ provider: 'dhl', providerId: 'p', locationType });
    expect(servicePointChoice({ point: at('packstation'), dhlCustomerNumber: number })).toEqual({
      provider: 'dhl',
      providerId: 'p',
      dhlCustomerNumber: '12345678',
    });
    expect(servicePointChoice({ point: at('parcelshop'), dhlCustomerNumber: number })).toEqual({
      provider: 'dhl',
      providerId: 'p',
    });
    expect(servicePointChoice({ point: null, dhlCustomerNumber: number })).toBeNull();
  });
});
