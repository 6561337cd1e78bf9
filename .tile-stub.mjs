import http from 'node:http';
import sharp from 'sharp';
const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8e4dc' } })
  .composite([{ input: Buffer.from('<svg width="256" height="256"><path d="M0 128H256M128 0V256" stroke="#ccc" stroke-width="2"/></svg>') }])
  .png().toBuffer();
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'image/png' }); res.end(png); }).listen(3299, '127.0.0.1');
console.log('tiles on 3299');
