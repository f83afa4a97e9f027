/** Addresses the sandbox geocoder knows: São Paulo, Guarulhos, Osasco, Santo André and Campinas. */

export type GeoAddress = {
  id: string;
  street: string;
  number: string;
  bairro: string;
  city: string;
  uf: string;
  cep: string;
  lat: number;
  lng: number;
  formattedAddress: string;
};

type Row = readonly [street: string, number: string, bairro: string, cep: string, lat: number, lng: number];

const CITIES: readonly { prefix: string; city: string; rows: readonly Row[] }[] = [
  {
    prefix: 'sp',
    city: 'São Paulo',
    rows: [
      ['Rua Domingos de Morais', '1200', 'Vila Mariana', '04010-100', -23.5869, -46.6353],
      ['Rua Domingos de Morais', '2187', 'Vila Mariana', '04036-100', -23.5952, -46.6371],
      ['Rua França Pinto', '455', 'Vila Mariana', '04016-032', -23.5878, -46.6422],
      ['Rua Joaquim Távora', '870', 'Vila Mariana', '04015-011', -23.5907, -46.6398],
      ['Rua Sena Madureira', '1500', 'Vila Mariana', '04021-001', -23.5941, -46.6313],
      ['Rua Tutóia', '310', 'Paraíso', '04007-000', -23.576, -46.6498],
      ['Rua Abílio Soares', '1089', 'Paraíso', '04005-003', -23.5793, -46.6444],
      ['Rua Desembargador Eliseu Guilherme', '200', 'Paraíso', '04004-030', -23.5744, -46.6462],
      ['Avenida Ibirapuera', '2927', 'Moema', '04029-200', -23.6053, -46.6657],
      ['Alameda dos Maracatins', '780', 'Moema', '04089-001', -23.609, -46.6697],
      ['Avenida Jurema', '140', 'Moema', '04079-000', -23.6003, -46.6631],
      ['Rua Gaivota', '1255', 'Moema', '04522-032', -23.6031, -46.6694],
      ['Rua Loefgren', '1540', 'Saúde', '04040-031', -23.6019, -46.6418],
      ['Avenida Jabaquara', '2049', 'Saúde', '04046-500', -23.6168, -46.6382],
      ['Rua Carneiro da Cunha', '303', 'Saúde', '04144-000', -23.6215, -46.6349],
      ['Rua Muniz de Sousa', '620', 'Aclimação', '01534-000', -23.5731, -46.6284],
      ['Rua Pires da Mota', '1014', 'Aclimação', '01529-001', -23.5708, -46.6303],
      ['Avenida da Aclimação', '345', 'Aclimação', '01531-001', -23.5726, -46.6318],
      ['Avenida Paulista', '1578', 'Bela Vista', '01310-200', -23.5614, -46.6559],
      ['Rua Treze de Maio', '1120', 'Bela Vista', '01327-000', -23.5633, -46.6451],
      ['Rua Galvão Bueno', '472', 'Liberdade', '01506-000', -23.5595, -46.6339],
      ['Rua da Consolação', '2300', 'Consolação', '01302-001', -23.5535, -46.6603],
      ['Rua Teodoro Sampaio', '1020', 'Pinheiros', '05406-050', -23.5628, -46.6843],
      ['Rua dos Pinheiros', '498', 'Pinheiros', '05422-001', -23.5668, -46.6872],
      ['Praça da Sé', '108', 'Sé', '01001-001', -23.5503, -46.6339],
      ['Rua Direita', '250', 'Centro', '01002-000', -23.548, -46.6355],
      ['Avenida Nazaré', '900', 'Ipiranga', '04263-000', -23.5912, -46.6078],
      ['Rua Vergueiro', '7200', 'Vila Firmiano Pinto', '04273-100', -23.601, -46.6201],
      ['Rua Cubatão', '86', 'Vila Mariana', '04013-000', -23.5776, -46.6411],
      ['Avenida Conselheiro Rodrigues Alves', '1000', 'Vila Mariana', '04014-012', -23.5872, -46.6337],
    ],
  },
  {
    prefix: 'gru',
    city: 'Guarulhos',
    rows: [
      ['Rua Dom Pedro II', '120', 'Centro', '07011-000', -23.4677, -46.5311],
      ['Avenida Paulo Faccini', '1500', 'Macedo', '07111-000', -23.4616, -46.5448],
      ['Avenida Guarulhos', '2845', 'Vila Augusta', '07025-000', -23.4723, -46.5515],
      ['Rua Sete de Setembro', '340', 'Centro', '07011-020', -23.4689, -46.5287],
      ['Avenida Timóteo Penteado', '4000', 'Vila Galvão', '07094-000', -23.453, -46.568],
      ['Avenida Tiradentes', '1200', 'Jardim Maia', '07090-000', -23.4585, -46.5412],
      ['Estrada do Saboó', '500', 'Bonsucesso', '07176-000', -23.4178, -46.4051],
      ['Rua Capitão Gabriel', '225', 'Centro', '07013-030', -23.4664, -46.5327],
    ],
  },
  {
    prefix: 'osa',
    city: 'Osasco',
    rows: [
      ['Rua Antônio Agú', '555', 'Centro', '06013-000', -23.5329, -46.776],
      ['Avenida dos Autonomistas', '1828', 'Vila Yara', '06020-010', -23.5397, -46.7712],
      ['Rua Primitiva Vianco', '820', 'Centro', '06016-004', -23.5354, -46.7803],
      ['Avenida Presidente Altino', '1300', 'Presidente Altino', '06210-000', -23.5293, -46.7638],
      ['Rua da Estação', '80', 'Centro', '06010-040', -23.5312, -46.7795],
      ['Avenida Santo Antônio', '2100', 'Vila Osasco', '06086-075', -23.5385, -46.7898],
      ['Rua Narciso Sturlini', '311', 'Bela Vista', '06080-000', -23.5287, -46.7901],
    ],
  },
  {
    prefix: 'sa',
    city: 'Santo André',
    rows: [
      ['Avenida Industrial', '600', 'Jardim', '09080-500', -23.6558, -46.5322],
      ['Rua das Figueiras', '1300', 'Jardim', '09080-300', -23.6591, -46.5289],
      ['Rua Coronel Oliveira Lima', '250', 'Centro', '09010-000', -23.6543, -46.5346],
      ['Avenida Portugal', '1464', 'Centro', '09040-001', -23.6622, -46.5339],
      ['Rua Senador Fláquer', '400', 'Centro', '09010-160', -23.6561, -46.5361],
      ['Avenida Dom Pedro II', '2200', 'Vila Assunção', '09030-000', -23.6452, -46.5412],
      ['Rua Oratório', '1900', 'Parque das Nações', '09280-000', -23.6312, -46.5153],
      ['Avenida Pereira Barreto', '1479', 'Paraíso', '09190-610', -23.6684, -46.5188],
    ],
  },
  {
    prefix: 'cps',
    city: 'Campinas',
    rows: [
      ['Avenida Francisco Glicério', '1000', 'Centro', '13012-100', -22.9056, -47.0599],
      ['Rua Barão de Jaguara', '1300', 'Centro', '13015-002', -22.9049, -47.0629],
      ['Avenida Norte-Sul', '1500', 'Cambuí', '13025-320', -22.895, -47.0539],
      ['Rua Coronel Quirino', '1550', 'Cambuí', '13025-002', -22.8968, -47.0507],
      ['Avenida José de Souza Campos', '1815', 'Nova Campinas', '13092-123', -22.8936, -47.0447],
      ['Rua Maria Monteiro', '820', 'Cambuí', '13025-151', -22.8941, -47.0526],
      ['Avenida Albino J. B. de Oliveira', '1200', 'Barão Geraldo', '13084-008', -22.8214, -47.0774],
      ['Rua Doutor Quirino', '1100', 'Centro', '13015-081', -22.9035, -47.0615],
      ['Avenida Orosimbo Maia', '2350', 'Vila Itapura', '13023-002', -22.8989, -47.063],
      ['Rua Conceição', '233', 'Centro', '13010-050', -22.906, -47.0575],
    ],
  },
];

export const GEO_ADDRESSES: readonly GeoAddress[] = CITIES.flatMap(({ prefix, city, rows }) =>
  rows.map(([street, number, bairro, cep, lat, lng], i) => ({
    id: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    street,
    number,
    bairro,
    city,
    uf: 'SP',
    cep,
    lat,
    lng,
    formattedAddress: `${street}, ${number} - ${bairro}, ${city} - SP, ${cep}`,
  })),
);
