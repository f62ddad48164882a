import { describe, expect, it } from 'vitest'
import { lowerCamel, operationIds } from './api-contract'

describe('operationIds', () => {
  it('names a call after the spec, and by its whole path only where two calls share a name', () => {
    const ids = operationIds([
      { method: 'post', path: '/b2badminapi/api/RequestBooking/ListAccommodation' },
      { method: 'post', path: '/api/auth/getListAccommodation' },
      { method: 'post', path: '/api/user/list_Airlines' },
      { method: 'get', path: '/b2badminapi/api/GeoPaths/AutocompleteLocationByCountry' },
      { method: 'get', path: '/b2badminapi/api/RequestBooking/AutocompleteLocationByCountry' },
      { method: 'get', path: '/export/api/Pdf/{id}' },
      { method: 'get', path: '/itinerary/{token}' },
      { method: 'get', path: '/itinerary/{token}/pdf' },
      { method: 'get', path: '/notificationapi/api/v1/notify/token' },
      { method: 'post', path: '/notificationapi/api/v1/notify' },
      { method: 'get', path: '/b2badminapi/client/Videoplatform/videos' },
      { method: 'get', path: '/b2badminapi/client/CruiseVideo/videos' },
    ])
    expect(Object.fromEntries(ids)).toEqual({
      'POST /b2badminapi/api/RequestBooking/ListAccommodation': 'listAccommodation',
      'POST /api/auth/getListAccommodation': 'getListAccommodation',
      'POST /api/user/list_Airlines': 'listAirlines',
      'GET /b2badminapi/api/GeoPaths/AutocompleteLocationByCountry': 'geoPathsAutocompleteLocationByCountry',
      'GET /b2badminapi/api/RequestBooking/AutocompleteLocationByCountry':
        'requestBookingAutocompleteLocationByCountry',
      'GET /export/api/Pdf/{id}': 'pdf',
      'GET /itinerary/{token}': 'itinerary',
      'GET /itinerary/{token}/pdf': 'itineraryPdf',
      'GET /notificationapi/api/v1/notify/token': 'token',
      'POST /notificationapi/api/v1/notify': 'notify',
      'GET /b2badminapi/client/Videoplatform/videos': 'videoplatformVideos',
      'GET /b2badminapi/client/CruiseVideo/videos': 'cruiseVideoVideos',
    })
  })

  it('puts the method first where two methods share a path', () => {
    const ids = operationIds([
      { method: 'get', path: '/b2badminapi/api/Things/One' },
      { method: 'put', path: '/b2badminapi/api/Things/One' },
    ])
    expect([...ids.values()]).toEqual(['getThingsOne', 'putThingsOne'])
  })

  it('is stable: the same operations give the same names in any order', () => {
    const operations = [
      { method: 'get', path: '/b2badminapi/client/Videoplatform/videos' },
      { method: 'get', path: '/b2badminapi/client/CruiseVideo/videos' },
      { method: 'post', path: '/b2badminapi/api/RequestBooking/AddBooing' },
    ]
    expect(Object.fromEntries(operationIds([...operations].reverse()))).toEqual(
      Object.fromEntries(operationIds(operations)),
    )
  })
})

describe('lowerCamel', () => {
  it.each([
    [['GetCoverAxsPage'], 'getCoverAxsPage'],
    [['list_Airlines'], 'listAirlines'],
    [['RequestBooking', 'AddBooing'], 'requestBookingAddBooing'],
    [['get', 'One'], 'getOne'],
  ])('%j → %s', (words, expected) => {
    expect(lowerCamel(words)).toBe(expected)
  })
})
