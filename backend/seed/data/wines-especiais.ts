import type { WineSeed } from './wine-seed.ts';

/** Sparkling wines (espumantes). Columns: see WineSeed. */
export const ESPUMANTES: readonly WineSeed[] = [
  [1301, 'Casa Araucária', 'Espumante Brut', 'espumante', 'brasil', 'Serra Gaúcha', 'chardonnay', 'Pinot Noir', null, 12, 44.9, 54.9, 150, 3.9, { blackFriday: true }],
  [1302, 'Casa Araucária', 'Moscatel Espumante', 'espumante', 'brasil', 'Serra Gaúcha', 'moscato', '', null, 7.5, 34.9, 34.9, 180, 3.8],
  [1303, 'Vinícola Coxilha Alta', 'Nature Método Tradicional', 'espumante', 'brasil', 'Campanha Gaúcha', 'chardonnay', 'Pinot Noir', 2020, 12, 119.0, 119.0, 30, 4.4],
  [1304, 'Vinícola Serra Alta', 'Brut Rosé', 'espumante', 'brasil', 'Pinto Bandeira', 'pinot-noir', 'Chardonnay', null, 12, 79.9, 89.9, 45, 4.2],
  [1305, 'Vinícola Serra Alta', 'Extra Brut 36 Meses', 'espumante', 'brasil', 'Pinto Bandeira', 'chardonnay', 'Pinot Noir, Riesling Itálico', 2019, 12.5, 189.0, 189.0, 0, 4.6],
  [1306, 'Adega Velho Chico', 'Moscatel Rosé', 'espumante', 'brasil', 'Vale do São Francisco', 'moscato', '', null, 7.5, 31.9, 31.9, 120, 3.5],
  [1307, 'Cantina dei Colli', 'Prosecco DOC Extra Dry', 'espumante', 'italia', 'Vêneto', 'glera', '', null, 11, 69.9, 79.9, 90, 4.0, { blackFriday: true }],
  [1308, 'Cantina dei Colli', 'Prosecco Superiore Valdobbiadene', 'espumante', 'italia', 'Valdobbiadene', 'glera', '', null, 11.5, 129.0, 129.0, 25, 4.3],
  [1309, 'Cascina Bricco', "Moscato d'Asti", 'espumante', 'italia', 'Piemonte', 'moscato', '', 2024, 5.5, 89.9, 89.9, 40, 4.2],
  [1310, 'Champagne Lemaire-Duval', 'Brut Réserve', 'espumante', 'franca', 'Champagne', 'chardonnay', 'Pinot Noir, Pinot Meunier', null, 12, 399.0, 459.0, 18, 4.6, { blackFriday: true }],
  [1311, 'Champagne Lemaire-Duval', 'Blanc de Blancs Millésimé', 'espumante', 'franca', 'Champagne', 'chardonnay', '', 2015, 12.5, 879.0, 879.0, 3, 4.9],
  [1312, 'Champagne Lemaire-Duval', 'Rosé Brut', 'espumante', 'franca', 'Champagne', 'pinot-noir', 'Chardonnay', null, 12, 549.0, 549.0, 0, 4.7],
  [1313, 'Maison Riesbach', "Crémant d'Alsace", 'espumante', 'franca', 'Alsácia', 'riesling', 'Pinot Blanc, Auxerrois', null, 12, 139.0, 139.0, 20, 4.2],
  [1314, 'Cavas Mediterrània', 'Cava Brut Nature', 'espumante', 'espanha', 'Penedès', 'chardonnay', 'Macabeo, Xarel·lo, Parellada', null, 11.5, 74.9, 74.9, 60, 4.0],
  [1315, 'Cavas Mediterrània', 'Cava Rosado', 'espumante', 'espanha', 'Penedès', 'garnacha', 'Trepat', null, 12, 79.9, 94.9, 0, 3.9],
  [1316, 'Quinta das Lajes', 'Bairrada Bruto', 'espumante', 'portugal', 'Bairrada', 'baga', 'Maria Gomes, Bical', null, 12, 84.9, 84.9, 22, 4.1],
  [1317, 'Bodega Cordillera Alta', 'Extra Brut', 'espumante', 'argentina', 'Mendoza', 'chardonnay', 'Pinot Noir', null, 12, 59.9, 59.9, 75, 3.8],
  [1318, 'Viña Costa Fría', 'Brut Costero', 'espumante', 'chile', 'Vale de Casablanca', 'chardonnay', 'Pinot Noir', null, 12, 64.9, 64.9, 48, 3.8],
  [1319, 'Stellen Ridge Estate', 'Cap Classique Brut', 'espumante', 'africa-do-sul', 'Stellenbosch', 'chardonnay', 'Pinot Noir', null, 12, 119.0, 119.0, 15, 4.2],
  [1320, 'Kowhai Bay Estate', 'Marlborough Brut', 'espumante', 'nova-zelandia', 'Marlborough', 'pinot-noir', 'Chardonnay', null, 12, 169.0, 169.0, 9, 4.3],
  [1321, 'Vinícola Serra Alta', 'Brut Meia Garrafa', 'espumante', 'brasil', 'Pinto Bandeira', 'chardonnay', 'Pinot Noir', null, 12, 39.9, 39.9, 64, 4.0, { volume: 375 }],
  [1322, 'Golden Hills Cellars', 'Carneros Sparkling Brut', 'espumante', 'estados-unidos', 'Carneros', 'pinot-noir', 'Chardonnay', null, 12.5, 239.0, 239.0, 7, 4.4],
];

/** Fortified wines (fortificados). Columns: see WineSeed. */
export const FORTIFICADOS: readonly WineSeed[] = [
  [1401, 'Caves da Ribeira', 'Porto Ruby', 'fortificado', 'portugal', 'Porto e Douro', 'touriga-nacional', 'Touriga Franca, Tinta Barroca', null, 19, 79.9, 89.9, 60, 4.0, { blackFriday: true }],
  [1402, 'Caves da Ribeira', 'Porto Tawny 10 Anos', 'fortificado', 'portugal', 'Porto e Douro', 'touriga-nacional', 'Touriga Franca, Tinta Roriz', null, 20, 219.0, 219.0, 24, 4.6],
  [1403, 'Caves da Ribeira', 'Porto Tawny 20 Anos', 'fortificado', 'portugal', 'Porto e Douro', 'touriga-nacional', 'Touriga Franca, Tinta Roriz', null, 20, 459.0, 499.0, 6, 4.8, { blackFriday: true }],
  [1404, 'Caves da Ribeira', 'Porto Vintage', 'fortificado', 'portugal', 'Porto e Douro', 'touriga-nacional', 'Touriga Franca, Sousão', 2017, 20, 799.0, 799.0, 2, 4.9],
  [1405, 'Quinta do Vale Alto', 'Porto LBV', 'fortificado', 'portugal', 'Porto e Douro', 'touriga-nacional', 'Tinta Roriz', 2018, 20, 169.0, 169.0, 0, 4.5],
  [1406, 'Quinta do Vale Alto', 'Porto Branco Seco', 'fortificado', 'portugal', 'Porto e Douro', 'moscato', 'Malvasia Fina, Gouveio', null, 19, 89.9, 89.9, 30, 3.9],
  [1407, 'Adega Insular', 'Madeira Boal 5 Anos', 'fortificado', 'portugal', 'Madeira', 'moscato', 'Boal', null, 19, 189.0, 189.0, 10, 4.4],
  [1408, 'Adega Insular', 'Madeira Sercial 10 Anos', 'fortificado', 'portugal', 'Madeira', 'riesling', 'Sercial', null, 19, 329.0, 329.0, 0, 4.6],
  [1409, 'Bodegas del Marco', 'Jerez Fino', 'fortificado', 'espanha', 'Jerez', 'chenin-blanc', 'Palomino', null, 15, 99.9, 99.9, 18, 4.1],
  [1410, 'Bodegas del Marco', 'Jerez Pedro Ximénez', 'fortificado', 'espanha', 'Jerez', 'moscato', 'Pedro Ximénez', null, 17, 189.0, 199.0, 12, 4.5, { volume: 500 }],
  [1411, 'Casa Araucária', 'Licoroso Tinto', 'fortificado', 'brasil', 'Serra Gaúcha', 'cabernet-sauvignon', 'Merlot', null, 18, 49.9, 49.9, 40, 3.5],
  [1412, 'Southern Cross Vineyards', 'Rutherglen Muscat', 'fortificado', 'australia', 'Rutherglen', 'moscato', '', null, 18, 249.0, 249.0, 5, 4.6, { volume: 500 }],
];

/** Dessert wines (sobremesa). Columns: see WineSeed. */
export const SOBREMESAS: readonly WineSeed[] = [
  [1501, 'Château Doré', 'Sauternes', 'sobremesa', 'franca', 'Bordeaux', 'sauvignon-blanc', 'Sémillon', 2017, 13.5, 389.0, 389.0, 8, 4.7, { volume: 375 }],
  [1502, 'Château Doré', 'Monbazillac', 'sobremesa', 'franca', 'Sudoeste', 'sauvignon-blanc', 'Sémillon, Muscadelle', 2019, 13, 129.0, 149.0, 16, 4.2, { volume: 375, blackFriday: true }],
  [1503, 'Maison Riesbach', 'Gewürztraminer Vendanges Tardives', 'sobremesa', 'franca', 'Alsácia', 'riesling', 'Gewürztraminer', 2018, 13, 299.0, 299.0, 0, 4.6, { volume: 500 }],
  [1504, 'Viña Cerro Azul', 'Late Harvest Sauvignon Blanc', 'sobremesa', 'chile', 'Vale Central', 'sauvignon-blanc', '', 2022, 11.5, 54.9, 54.9, 45, 3.9, { volume: 375 }],
  [1505, 'Bodega Altos de Cafayate', 'Torrontés Tardío', 'sobremesa', 'argentina', 'Salta', 'torrontes', '', 2022, 11, 69.9, 69.9, 30, 4.0, { volume: 500 }],
  [1506, 'Cascina Bricco', 'Passito di Moscato', 'sobremesa', 'italia', 'Piemonte', 'moscato', '', 2020, 12, 179.0, 179.0, 9, 4.5, { volume: 375 }],
  [1507, 'Casa do Minho Verde', 'Moscatel de Setúbal', 'sobremesa', 'portugal', 'Península de Setúbal', 'moscato', '', null, 17, 74.9, 84.9, 33, 4.1],
  [1508, 'Adega Velho Chico', 'Moscatel Colheita Tardia', 'sobremesa', 'brasil', 'Vale do São Francisco', 'moscato', '', 2023, 11, 42.9, 42.9, 50, 3.6, { volume: 375 }],
  [1509, 'Stellen Ridge Estate', 'Noble Late Harvest Chenin', 'sobremesa', 'africa-do-sul', 'Stellenbosch', 'chenin-blanc', '', 2021, 11.5, 159.0, 159.0, 7, 4.4, { volume: 375 }],
  [1510, 'Kowhai Bay Estate', 'Botrytis Riesling', 'sobremesa', 'nova-zelandia', 'Marlborough', 'riesling', '', 2021, 10.5, 199.0, 199.0, 0, 4.5, { volume: 375 }],
];
