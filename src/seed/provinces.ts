import { insertRows } from '@/server/db'
import type { TSeedContext } from './context'

/**
 * The first-level divisions of the five nations Monsoon sells (spec §3 reference lists: provinces
 * by countryCode), with their ISO 3166-2 codes. Vietnam's are the 34 units in force since its
 * reorganisation of 1 July 2025, each under the code of the former province or city that kept its
 * name. Editors add other countries' in the back office.
 */
const DIVISIONS: Readonly<Record<'TH' | 'VN' | 'KH' | 'LA' | 'MM', string>> = {
  TH: `10 Bangkok; 11 Samut Prakan; 12 Nonthaburi; 13 Pathum Thani; 14 Phra Nakhon Si Ayutthaya; 15 Ang Thong;
    16 Lop Buri; 17 Sing Buri; 18 Chai Nat; 19 Saraburi; 20 Chon Buri; 21 Rayong; 22 Chanthaburi; 23 Trat;
    24 Chachoengsao; 25 Prachin Buri; 26 Nakhon Nayok; 27 Sa Kaeo; 30 Nakhon Ratchasima; 31 Buri Ram; 32 Surin;
    33 Si Sa Ket; 34 Ubon Ratchathani; 35 Yasothon; 36 Chaiyaphum; 37 Amnat Charoen; 38 Bueng Kan;
    39 Nong Bua Lam Phu; 40 Khon Kaen; 41 Udon Thani; 42 Loei; 43 Nong Khai; 44 Maha Sarakham; 45 Roi Et;
    46 Kalasin; 47 Sakon Nakhon; 48 Nakhon Phanom; 49 Mukdahan; 50 Chiang Mai; 51 Lamphun; 52 Lampang;
    53 Uttaradit; 54 Phrae; 55 Nan; 56 Phayao; 57 Chiang Rai; 58 Mae Hong Son; 60 Nakhon Sawan; 61 Uthai Thani;
    62 Kamphaeng Phet; 63 Tak; 64 Sukhothai; 65 Phitsanulok; 66 Phichit; 67 Phetchabun; 70 Ratchaburi;
    71 Kanchanaburi; 72 Suphan Buri; 73 Nakhon Pathom; 74 Samut Sakhon; 75 Samut Songkhram; 76 Phetchaburi;
    77 Prachuap Khiri Khan; 80 Nakhon Si Thammarat; 81 Krabi; 82 Phang Nga; 83 Phuket; 84 Surat Thani; 85 Ranong;
    86 Chumphon; 90 Songkhla; 91 Satun; 92 Trang; 93 Phatthalung; 94 Pattani; 95 Yala; 96 Narathiwat`,
  VN: `HN Hà Nội; SG Hồ Chí Minh City; HP Hải Phòng; DN Đà Nẵng; CT Cần Thơ; 26 Huế; 07 Tuyên Quang; 04 Cao Bằng;
    01 Lai Châu; 02 Lào Cai; 69 Thái Nguyên; 71 Điện Biên; 09 Lạng Sơn; 05 Sơn La; 68 Phú Thọ; 56 Bắc Ninh;
    13 Quảng Ninh; 66 Hưng Yên; 18 Ninh Bình; 21 Thanh Hóa; 22 Nghệ An; 23 Hà Tĩnh; 25 Quảng Trị; 29 Quảng Ngãi;
    30 Gia Lai; 34 Khánh Hòa; 35 Lâm Đồng; 33 Đắk Lắk; 39 Đồng Nai; 37 Tây Ninh; 49 Vĩnh Long; 45 Đồng Tháp;
    59 Cà Mau; 44 An Giang`,
  KH: `12 Phnom Penh; 1 Banteay Meanchey; 2 Battambang; 3 Kampong Cham; 4 Kampong Chhnang; 5 Kampong Speu;
    6 Kampong Thom; 7 Kampot; 8 Kandal; 9 Koh Kong; 10 Kratie; 11 Mondulkiri; 13 Preah Vihear; 14 Prey Veng;
    15 Pursat; 16 Ratanakiri; 17 Siem Reap; 18 Preah Sihanouk; 19 Stung Treng; 20 Svay Rieng; 21 Takeo;
    22 Oddar Meanchey; 23 Kep; 24 Pailin; 25 Tboung Khmum`,
  LA: `VT Vientiane Prefecture; AT Attapeu; BK Bokeo; BL Bolikhamxay; CH Champasak; HO Houaphanh; KH Khammouane;
    LM Luang Namtha; LP Luang Prabang; OU Oudomxay; PH Phongsaly; SL Salavan; SV Savannakhet; VI Vientiane Province;
    XA Xayabouly; XE Xekong; XI Xiangkhouang; XS Xaisomboun`,
  MM: `01 Sagaing; 02 Bago; 03 Magway; 04 Mandalay; 05 Tanintharyi; 06 Yangon; 07 Ayeyarwady; 11 Kachin; 12 Kayah;
    13 Kayin; 14 Chin; 15 Mon; 16 Rakhine; 17 Shan; 18 Naypyidaw`,
}

export type TProvinceSeed = { code: string; fullName: string; countryCode: string }

export function provinceList(): TProvinceSeed[] {
  return Object.entries(DIVISIONS).flatMap(([countryCode, list]) =>
    list.split(';').map((entry) => {
      const [code, ...name] = entry.trim().split(/\s+/)
      return { code: `${countryCode}-${code}`, fullName: name.join(' '), countryCode }
    }),
  )
}

export async function seedProvinces({ payload, write }: TSeedContext): Promise<void> {
  await write((req) => insertRows(payload, req, { collection: 'provinces', rows: provinceList() }))
}
