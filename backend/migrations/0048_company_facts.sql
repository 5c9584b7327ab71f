-- The facts about the business the footer, the contact page and the policies show (Decreto
-- 7.962/2013 art. 2), until now constants of src/core/company.ts and the WHATSAPP_NUMBER var,
-- inserted here as they were so no page changes. One row (id 1); the owner edits it in the back
-- office ("Configurações › Dados da empresa"), each change audited (entity `company`).
CREATE TABLE company_facts (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  legal_name TEXT NOT NULL,
  cnpj TEXT NOT NULL,
  address TEXT NOT NULL,
  email TEXT NOT NULL,
  privacy_email TEXT NOT NULL,
  phone TEXT NOT NULL,
  whatsapp TEXT NOT NULL,
  service_hours TEXT NOT NULL,
  instagram TEXT NOT NULL
);

INSERT INTO company_facts (id, legal_name, cnpj, address, email, privacy_email, phone, whatsapp, service_hours, instagram) VALUES (
  1,
  'Adega Sommelier Comércio de Vinhos Ltda.',
  '12.345.678/0001-95',
  'Rua dos Vinhedos, 100 – Pinheiros, São Paulo – SP, 05422-000',
  'contato@adegasommelier.com.br',
  'privacidade@adegasommelier.com.br',
  '(11) 4000-1234',
  '5511940001234',
  'segunda a sexta, das 9h às 18h; sábados, das 9h às 13h (exceto feriados)',
  'https://www.instagram.com/adegasommelier'
);
